import { describe, expect, it } from 'vitest';
import { accuracyRange } from '@paperbridge/contracts';
import { approvalView, endOfDayIso, milestoneDots, truncateName } from './dashboard-format';

describe('dashboard formatting (spec 000 §2-§4, §9)', () => {
  it('truncates names over 40 characters and says so for the tooltip', () => {
    expect(truncateName('x'.repeat(40))).toEqual({ text: 'x'.repeat(40), truncated: false });
    expect(truncateName('y'.repeat(41))).toEqual({ text: `${'y'.repeat(40)}…`, truncated: true });
  });

  it('maps each approvalStatus to its behaviour', () => {
    expect(approvalView(0).kind).toBe('review');
    expect(approvalView(1).label).toBe('Approved');
    expect(approvalView(3).kind).toBe('send');
    expect(approvalView(3, false).label).toBe('Approved but not sent to destination');
    // issue 26: while delivery runs, 3 is In Process (spec 000 §4) and offers no Send
    expect(approvalView(3, true)).toMatchObject({ kind: 'in-process', label: 'In Process' });
    expect(approvalView(1, true).kind).toBe('approved');
    expect(approvalView(4)).toMatchObject({
      label: 'FAILED TO PROCESS',
      tooltip: 'Your account balance is insufficient to process this document. Please Top-up now.',
    });
    expect(approvalView(6).kind).toBe('failed');
    expect(approvalView(5).label).toBe('REPROCESS');
    expect(approvalView(null).label).toBe('Approval Not Required');
    expect(approvalView(2).label).toBe('Approval Not Required');
  });

  it('colours the trail: out is green only when every output succeeded; a missing step is grey with the spec tooltip', () => {
    const dots = milestoneDots({
      in: [{ name: 'Received', status: true }],
      process: [
        { name: 'Extracted', status: true },
        { name: 'Mapped', status: false },
      ],
      out: [
        { name: 'Email', status: true },
        { name: 'FTP', status: null },
      ],
      message: null,
    });
    expect(dots.map((d) => d.colour)).toEqual(['green', 'red', 'gray']);
    const empty = milestoneDots({ in: [], process: [], out: [], message: null });
    expect(empty[2]).toEqual({ group: 'out', colour: 'gray', tooltip: 'Document failed to reach destination.' });
  });

  it("the end date goes to 23:59:59 of that local day; the accuracy range 'a-b' splits in two", () => {
    const end = new Date(endOfDayIso('2025-03-31'));
    expect([end.getHours(), end.getMinutes(), end.getSeconds(), end.getDate()]).toEqual([23, 59, 59, 31]);
    expect(accuracyRange('50-75')).toEqual({ accuracyLevelFrom: 50, accuracyLevelTo: 75 });
    expect(accuracyRange('')).toEqual({});
  });
});
