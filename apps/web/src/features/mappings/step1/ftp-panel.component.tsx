import { Button, Group, NumberInput, PasswordInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { FTP_FOLDER_MSG, MSG, ftpFolderProblem } from '@paperbridge/contracts';
import { useState, type RefObject } from 'react';
import { toastSuccess, toastWarning } from '../../../components/toast';
import { mappingsApi } from '../api/mappings.api';
import type { FtpForm } from '../logic/endpoint-form.types';
import { isFtpComplete } from '../logic/endpoint-rules';

interface Props {
  prefix: 'Source' | 'Destination';
  value: FtpForm;
  onChange: (v: FtpForm) => void;
  fileFormats?: string[];
  cnId?: string;
  hostRef?: RefObject<HTMLInputElement | null>;
}

const noEnter = (e: React.KeyboardEvent) => e.key === 'Enter' && e.preventDefault();

/** FTP / FTPS / SFTP settings with 'Verify' (POST CheckFTPConnection shows the server's answer). */
export function FtpPanel({ prefix, value, onChange, fileFormats, cnId, hostRef }: Props) {
  const [checking, setChecking] = useState(false);
  const [answer, setAnswer] = useState<{ ok: boolean; message: string } | null>(null);
  const id = prefix === 'Source' ? 'ftp-in' : 'ftp-out';
  const destination = prefix === 'Destination';
  const set = (patch: Partial<FtpForm>) => {
    setAnswer(null);
    onChange({ ...value, ...patch });
  };
  const verify = async () => {
    setChecking(true);
    try {
      const r = await mappingsApi.checkFtpConnection({
        host: value.host.trim(),
        username: value.username.trim(),
        password: value.password,
        port: Number(value.port),
        prefix,
        protocol: value.protocol,
        path: value.path.trim(),
        fileType: destination ? value.fileType : undefined,
        cnId,
      });
      setAnswer({ ok: r.result, message: r.message });
      if (r.result) toastSuccess(r.message);
      else toastWarning(r.message || MSG.genericFailure);
    } catch {
      toastWarning(MSG.genericFailure);
    } finally {
      setChecking(false);
    }
  };
  return (
    <Stack gap="xs" data-testid={`${id}-panel`}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          ref={hostRef}
          label="Host"
          withAsterisk
          value={value.host}
          onChange={(e) => set({ host: e.currentTarget.value })}
          onKeyDown={noEnter}
          data-testid={`${id}-host`}
        />
        <TextInput
          label="User Id"
          withAsterisk
          value={value.username}
          onChange={(e) => set({ username: e.currentTarget.value })}
          onKeyDown={noEnter}
          data-testid={`${id}-user`}
        />
        <PasswordInput
          label="Password"
          withAsterisk={!value.hasStoredPassword}
          value={value.password}
          placeholder={value.hasStoredPassword ? 'Saved (leave blank to keep it)' : undefined}
          description={value.hasStoredPassword ? 'A password is saved for this connection.' : undefined}
          onChange={(e) => set({ password: e.currentTarget.value })}
          onKeyDown={noEnter}
          data-testid={`${id}-password`}
        />
        <NumberInput
          label="Port"
          withAsterisk
          min={1}
          max={65535}
          allowDecimal={false}
          value={value.port}
          onChange={(v) => set({ port: String(v ?? '') })}
          onKeyDown={noEnter}
          data-testid={`${id}-port`}
        />
        <Select
          label="Protocol"
          data={[
            { value: 'ftp', label: 'FTP' },
            { value: 'ftps', label: 'FTPS' },
            { value: 'sftp', label: 'SFTP' },
          ]}
          value={value.protocol}
          allowDeselect={false}
          onChange={(v) =>
            v && set({ protocol: v as FtpForm['protocol'], port: value.port || (v === 'sftp' ? '22' : '21') })
          }
          data-testid={`${id}-protocol`}
        />
        <TextInput
          label="Folder"
          placeholder="Login folder"
          description={destination ? FTP_FOLDER_MSG.destinationHint : FTP_FOLDER_MSG.hint}
          // the hint under the field keeps the inputs of the grid in line
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          value={value.path}
          error={ftpFolderProblem(value.path.trim())}
          onChange={(e) => set({ path: e.currentTarget.value })}
          onKeyDown={noEnter}
          data-testid={`${id}-folder`}
        />
        {destination && (
          <Select
            label="File Format"
            withAsterisk
            placeholder="Select File Format"
            data={fileFormats ?? []}
            value={value.fileType}
            onChange={(v) => set({ fileType: v })}
            data-testid={`${id}-file-format`}
          />
        )}
      </SimpleGrid>
      <Group gap="sm">
        <Button
          size="xs"
          variant="light"
          onClick={() => void verify()}
          loading={checking}
          disabled={!isFtpComplete(value, destination)}
          data-testid={`${id}-verify`}
        >
          Verify
        </Button>
        {answer && (
          <Text size="sm" c={answer.ok ? 'teal' : 'red'} data-testid={`${id}-verify-result`} data-ok={answer.ok}>
            {answer.message}
          </Text>
        )}
      </Group>
    </Stack>
  );
}
