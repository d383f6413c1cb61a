import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { Center, Loader, Text } from '@mantine/core';
import { PUBLIC_CALLS } from '@paperbridge/contracts';
import { callApi } from '../../api/call-api';
import type { PublicConfig } from './public-config';

const ConfigContext = createContext<PublicConfig | null>(null);

export function useConfig(): PublicConfig {
  const config = useContext(ConfigContext);
  if (!config) throw new Error('useConfig outside ConfigProvider');
  return config;
}

/** Loads the public configuration once; nothing renders until it is known. */
export function ConfigProvider({ children, value }: { children: ReactNode; value?: PublicConfig }) {
  const [config, setConfig] = useState<PublicConfig | null>(value ?? null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (value) return;
    callApi(PUBLIC_CALLS.getConfig, {}, { quiet: true })
      .then(setConfig)
      .catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)));
  }, [value]);
  if (error) {
    return (
      <Center h="100vh">
        <Text c="red" data-testid="config-error">
          Could not load the configuration: {error}
        </Text>
      </Center>
    );
  }
  if (!config) {
    return (
      <Center h="100vh">
        <Loader data-testid="config-loading" />
      </Center>
    );
  }
  return <ConfigContext.Provider value={config}>{children}</ConfigContext.Provider>;
}
