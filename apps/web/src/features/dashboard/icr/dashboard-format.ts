import dayjs from 'dayjs';
import { APPROVAL_STATUS, DASHBOARD_MSG, type Milestone } from '@paperbridge/contracts';

/** Table names longer than 40 characters are cut with an ellipsis; the whole name goes in a tooltip (spec 000 §2). */
export const NAME_LIMIT = 40;
export function truncateName(name: string, limit = NAME_LIMIT): { text: string; truncated: boolean } {
  return name.length > limit ? { text: `${name.slice(0, limit)}…`, truncated: true } : { text: name, truncated: false };
}

/** Spec 000 §4 shows status 3 "In some tables … as In Process (Processing Document)": here, while delivery runs. */
export const IN_PROCESS_TOOLTIP =
  'Processing Document: the data is on its way to its destination. Send is offered here if the delivery does not succeed.';

/** What the approval column does for an approvalStatus (spec 000 §4). */
export type ApprovalView =
  | { kind: 'review'; label: 'Waiting for approval' }
  | { kind: 'approved'; label: 'Approved' }
  | { kind: 'send'; label: 'Approved but not sent to destination' }
  | { kind: 'in-process'; label: 'In Process'; tooltip: string }
  | { kind: 'failed'; label: 'FAILED TO PROCESS'; tooltip: string }
  | { kind: 'reprocess'; label: 'REPROCESS' }
  | { kind: 'none'; label: 'Approval Not Required' };

/**
 * `sending` (issue 26): automatic delivery is still under way, so an approved document not sent yet (3) is In Process
 * and offers no Send; Send is offered only once nothing is being sent (a destination failed for good).
 */
export function approvalView(status: number | null | undefined, sending = false): ApprovalView {
  switch (status) {
    case APPROVAL_STATUS.waiting:
      return { kind: 'review', label: 'Waiting for approval' };
    case APPROVAL_STATUS.approved:
      return { kind: 'approved', label: 'Approved' };
    case APPROVAL_STATUS.approvedNotSent:
      return sending
        ? { kind: 'in-process', label: 'In Process', tooltip: IN_PROCESS_TOOLTIP }
        : { kind: 'send', label: 'Approved but not sent to destination' };
    case APPROVAL_STATUS.insufficientBalance:
    case APPROVAL_STATUS.reprocessInsufficientBalance:
      return { kind: 'failed', label: 'FAILED TO PROCESS', tooltip: DASHBOARD_MSG.balanceTooltip };
    case APPROVAL_STATUS.reprocess:
      return { kind: 'reprocess', label: 'REPROCESS' };
    default:
      return { kind: 'none', label: 'Approval Not Required' };
  }
}

export type DotColour = 'green' | 'red' | 'gray';
export interface MilestoneDot {
  group: 'in' | 'process' | 'out';
  colour: DotColour;
  /** the step names and states, or the spec's text for a missing step */
  tooltip: string;
}

const GROUP_LABEL = { in: 'In', process: 'Process', out: 'Out' } as const;

/**
 * The three dots of the trail (spec 000 §4): green when every step of the group succeeded (so
 * "out" is green only if all outputs did), red when one failed, grey otherwise; a group without
 * any step is grey with 'Document failed to reach destination.'.
 */
export function milestoneDots(m: Milestone): MilestoneDot[] {
  return (['in', 'process', 'out'] as const).map((group) => {
    const steps = m[group];
    if (!steps.length) return { group, colour: 'gray', tooltip: DASHBOARD_MSG.milestoneMissing };
    const colour: DotColour = steps.some((s) => s.status === false)
      ? 'red'
      : steps.every((s) => s.status === true)
        ? 'green'
        : 'gray';
    const state = (s: boolean | null) => (s === true ? 'done' : s === false ? 'failed' : 'pending');
    return {
      group,
      colour,
      tooltip: `${GROUP_LABEL[group]}: ${steps.map((s) => `${s.name} ${state(s.status)}`).join(', ')}`,
    };
  });
}

/** The "to" picker's day as the last instant of that local day (23:59:59.999), as cards and lists query it. */
export const endOfDayIso = (day: string) => dayjs(day).endOf('day').toISOString();
/** The "from" picker's day as local midnight. */
export const startOfDayIso = (day: string) => dayjs(day).startOf('day').toISOString();
/** A server instant as the pickers' 'YYYY-MM-DD' (local day). */
export const pickerDay = (iso: string) => dayjs(iso).format('YYYY-MM-DD');

/** The accuracy filter's ranges ('a-b' in percent, split by accuracyRange); '' = all. */
export const ACCURACY_RANGES = [
  { value: '', label: 'All accuracy' },
  { value: '0-50', label: '0% - 50%' },
  { value: '50-75', label: '50% - 75%' },
  { value: '75-90', label: '75% - 90%' },
  { value: '90-100', label: '90% - 100%' },
] as const;

/** Search waits 800 ms after the last key (spec 000 §9); the reprocess redirect 3000 ms. */
export const SEARCH_DEBOUNCE_MS = 800;
export const REPROCESS_REDIRECT_MS = 3000;
