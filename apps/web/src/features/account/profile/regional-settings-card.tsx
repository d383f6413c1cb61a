import { Button, Card, Center, Group, Loader, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  CURRENCIES,
  CURRENCY_SYMBOLS,
  MSG,
  defaultLocaleFor,
  formatAmountForLocale,
  formatDateForLocale,
  type AdminUserDetail,
  type CompanyDetails,
  type DateOrder,
  type DecimalMark,
} from '@paperbridge/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { userApi } from '../../../api/user.api';
import { toastSuccess } from '../../../components/toast';
import { valuesFromDetail } from '../company/company-form-values';
import { ADMIN_USER_KEY } from '../use-admin-user.hook';

/** The select's value for "the country's default" (sent as null). */
const DEFAULT = 'default';
const SAMPLE_DATE = '2018-03-05';
const SAMPLE_AMOUNT = 1234.5;
const ORDER_NAMES: Record<DateOrder, string> = { DMY: 'day first', MDY: 'month first', YMD: 'year first' };

interface Choice {
  currency: string;
  dateOrder: string;
  decimal: string;
}

const choiceOf = (d: AdminUserDetail): Choice => ({
  currency: d.coCurrency ?? DEFAULT,
  dateOrder: d.coDateOrder ?? DEFAULT,
  decimal: d.coDecimalMark ?? DEFAULT,
});
const orNull = <T extends string>(v: string) => (v === DEFAULT ? null : (v as T));

/**
 * Regional settings (beyond the spec, issue 30 point 5): the company's currency, date format and
 * number format, each showing its country's default, saved through UpdateAdminUserDetail with the
 * company details unchanged (like the features and notifications cards).
 */
export function RegionalSettingsCard({ detail }: { detail: AdminUserDetail | undefined }) {
  const queryClient = useQueryClient();
  const [edited, setEdited] = useState<Choice | null>(null);
  const [saving, setSaving] = useState(false);
  const country = detail?.coCountry ?? '';
  const defaults = defaultLocaleFor(country);
  const choice = edited ?? (detail ? choiceOf(detail) : { currency: DEFAULT, dateOrder: DEFAULT, decimal: DEFAULT });
  const change = (patch: Partial<Choice>) => setEdited({ ...choice, ...patch });

  const currencyLabel = (c: string) =>
    `${c}${CURRENCY_SYMBOLS[c as keyof typeof CURRENCY_SYMBOLS] ? ` (${CURRENCY_SYMBOLS[c as keyof typeof CURRENCY_SYMBOLS]})` : ''}`;
  const dateLabel = (order: DateOrder) =>
    `${formatDateForLocale(SAMPLE_DATE, { country, dateOrder: order })} (${ORDER_NAMES[order]})`;
  const numberLabel = (decimal: DecimalMark) => formatAmountForLocale(SAMPLE_AMOUNT, { country, decimal });

  const save = async () => {
    if (!detail) return;
    setSaving(true);
    try {
      await userApi.updateAdminUserDetail({
        ...(valuesFromDetail(detail) as unknown as CompanyDetails),
        coCurrency: orNull<(typeof CURRENCIES)[number]>(choice.currency),
        coDateOrder: orNull<DateOrder>(choice.dateOrder),
        coDecimalMark: orNull<DecimalMark>(choice.decimal),
      });
      toastSuccess(MSG.profileUpdated);
      setEdited(null);
      await queryClient.invalidateQueries({ queryKey: ADMIN_USER_KEY });
    } catch {
      // the api client already showed the server message
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card withBorder radius="md" p="lg" data-testid="profile-regional-card">
      <Title order={3} mb="md">
        Regional settings
      </Title>
      {/* the country's defaults are only known with the details: no guessed "Country default: AUD" meanwhile */}
      {!detail ? (
        <Center p="md">
          <Loader />
        </Center>
      ) : (
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Select
              label="Currency"
              description="Billing uses it until money is paid in; a balance keeps the currency it was paid in."
              allowDeselect={false}
              disabled={!detail}
              data={[
                { value: DEFAULT, label: `Country default: ${defaults.currency}` },
                ...CURRENCIES.map((c) => ({ value: c, label: currencyLabel(c) })),
              ]}
              value={choice.currency}
              onChange={(v) => change({ currency: v ?? DEFAULT })}
              data-testid="regional-currency"
            />
            <Select
              label="Date format"
              description="How dates are shown and read."
              allowDeselect={false}
              disabled={!detail}
              data={[
                { value: DEFAULT, label: `Country default: ${dateLabel(defaults.dateOrder)}` },
                ...(['DMY', 'MDY', 'YMD'] as const).map((o) => ({ value: o, label: dateLabel(o) })),
              ]}
              value={choice.dateOrder}
              onChange={(v) => change({ dateOrder: v ?? DEFAULT })}
              data-testid="regional-date-order"
            />
            <Select
              label="Number format"
              description="The decimal mark of amounts."
              allowDeselect={false}
              disabled={!detail}
              data={[
                { value: DEFAULT, label: `Country default: ${numberLabel(defaults.decimal)}` },
                ...([',', '.'] as const).map((m) => ({ value: m, label: numberLabel(m) })),
              ]}
              value={choice.decimal}
              onChange={(v) => change({ decimal: v ?? DEFAULT })}
              data-testid="regional-decimal"
            />
          </SimpleGrid>
          <Text size="xs" c="dimmed">
            The defaults follow the company&apos;s country; the phone country code always does.
          </Text>
          <Group justify="flex-end">
            <Button onClick={save} loading={saving} disabled={!detail || edited === null} data-testid="regional-save">
              Save regional settings
            </Button>
          </Group>
        </Stack>
      )}
    </Card>
  );
}
