import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { CLIENT_MSG, type ClientRow } from '@paperbridge/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { toastSuccess } from '../../components/toast';
import { CLIENT_OPTIONS_KEY, CLIENTS_KEY, clientsApi } from './clients.api';
import {
  clientFormOf,
  clientFormSchema,
  emptyClientForm,
  updateBodyOf,
  type ClientFormInput,
  type ClientFormValues,
} from './client-form.schema';

interface Props {
  opened: boolean;
  /** the client being edited; null adds a new one */
  client: ClientRow | null;
  onClose: () => void;
  /** called with the saved e-mail (the create wizard selects the new client) */
  onSaved?: (email: string) => void;
}

/** Add / edit client (spec 002 §5): Save stays disabled until all three fields are valid. */
export function ClientFormModal({ opened, client, onClose, onSaved }: Props) {
  const queryClient = useQueryClient();
  const { register, handleSubmit, reset, formState } = useForm<ClientFormInput, unknown, ClientFormValues>({
    resolver: zodResolver(clientFormSchema),
    mode: 'all',
    defaultValues: emptyClientForm,
  });
  useEffect(() => {
    if (opened) reset(client ? clientFormOf(client) : emptyClientForm);
  }, [opened, client, reset]);

  const save = useMutation({
    mutationFn: (values: ClientFormValues) =>
      client ? clientsApi.updateUser(updateBodyOf(client, values)) : clientsApi.createUser(values),
    onSuccess: (_r, values) => {
      toastSuccess(client ? CLIENT_MSG.updated : CLIENT_MSG.added);
      void queryClient.invalidateQueries({ queryKey: CLIENTS_KEY });
      void queryClient.invalidateQueries({ queryKey: CLIENT_OPTIONS_KEY });
      onSaved?.(values.email);
      onClose();
    },
  });
  const { errors, isValid } = formState;

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={client ? 'Edit Client' : 'Add New Client'}
      centered
      data-testid="client-modal"
    >
      <form onSubmit={handleSubmit((v) => save.mutate(v))} noValidate>
        <Stack>
          <TextInput
            label="Company Name"
            withAsterisk
            error={errors.companyname?.message}
            {...register('companyname')}
            data-testid="client-company-name"
          />
          <TextInput
            label="Contact Name"
            withAsterisk
            error={errors.contectname?.message}
            {...register('contectname')}
            data-testid="client-contact-name"
          />
          <TextInput
            label="Email"
            type="email"
            withAsterisk
            error={errors.email?.message}
            {...register('email')}
            data-testid="client-email"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} data-testid="client-cancel">
              Cancel
            </Button>
            <Button type="submit" disabled={!isValid} loading={save.isPending} data-testid="client-save">
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
