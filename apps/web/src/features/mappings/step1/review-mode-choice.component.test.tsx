import { fireEvent, screen } from '@testing-library/react';
import { createRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { CALLS, DESTINATION, DESTINATION_LIST, DOC_TYPE, SOURCE_LIST } from '@paperbridge/contracts';
import { mockFetch, renderWithProviders } from '../../../test/render';
import { emptyEndpointForm, type EndpointForm } from '../logic/endpoint-form.types';
import { DestinationStep } from './destination-step.component';

let latest: EndpointForm | null = null;

/** Step 1 with its form kept in state, as the wizard keeps it. */
function Step({ initial }: { initial: EndpointForm }) {
  const [form, setForm] = useState(initial);
  latest = form;
  return (
    <DestinationStep
      form={form}
      onForm={(u) => setForm((f) => u(f))}
      docTypeId={DOC_TYPE.expenseReceipt}
      includeRows={[]}
      hostRefs={{ source: createRef(), destination: createRef() }}
      onBack={() => undefined}
      onSave={() => undefined}
      saving={false}
    />
  );
}

const open = (form: EndpointForm) => {
  mockFetch({
    [CALLS.mapping.getDocEndPoints.path]: { sourceList: SOURCE_LIST, destinationList: DESTINATION_LIST },
  });
  renderWithProviders(<Step initial={form} />);
};
const radio = (id: string) =>
  screen.getByTestId(id).querySelector('input') ?? (screen.getByTestId(id) as HTMLInputElement);

describe('step 1: "Review every document" / "Review only when unsure" on every mapping (issue 22)', () => {
  it("shows on a JSON-output mapping, where the spec's checkbox does not, with one line saying what unsure means", () => {
    open({ ...emptyEndpointForm(1), destinations: [DESTINATION.webhook] });
    expect(screen.queryByTestId('review-output')).toBeNull();
    expect(screen.getByText('Review every document')).toBeInTheDocument();
    expect(screen.getByText('Review only when unsure')).toBeInTheDocument();
    expect(screen.getByTestId('review-mode-help')).toHaveTextContent(
      'a value was read with less confidence than we trust, a value was not found, or a check (such as subtotal + tax = total) failed',
    );
    expect(radio('review-mode-unsure')).toBeChecked();
    fireEvent.click(radio('review-mode-always'));
    expect(radio('review-mode-always')).toBeChecked();
    expect(latest).toMatchObject({ reviewMode: 'always', requiredApproval: false });
  });

  it('with E-mail + EXCEL the spec\'s checkbox stays; ticking it selects "Review every document", and "only when unsure" unticks it', () => {
    open({
      ...emptyEndpointForm(1),
      destinations: [DESTINATION.emailAttachment],
      destinationEmailFileType: 'EXCEL',
      destinationEmails: ['ap@x.example'],
    });
    const checkbox = screen.getByLabelText('Review the output before finalising.');
    fireEvent.click(checkbox);
    expect(checkbox).toBeChecked();
    expect(radio('review-mode-always')).toBeChecked();
    fireEvent.click(radio('review-mode-unsure'));
    expect(checkbox).not.toBeChecked();
    expect(latest).toMatchObject({ reviewMode: 'unsure', requiredApproval: false });
  });
});
