import { Stepper } from '@mantine/core';

/** The two steps of the wizard; the list names step 1 'Document Source and Destination Selection'. */
export function WizardSteps({ step, title }: { step: 0 | 1; title: string }) {
  return (
    <Stepper active={step} size="sm" allowNextStepsSelect={false} data-testid="mapping-steps">
      <Stepper.Step label={title} data-testid="mapping-step-0" />
      <Stepper.Step label="Document Source and Destination Selection" data-testid="mapping-step-1" />
    </Stepper>
  );
}
