import { Center, Loader } from '@mantine/core';
import type { AccessModule } from '@paperbridge/contracts';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useAdminUser } from '../../features/account/use-admin-user.hook';

/** Renders the screen only when the company has the module (e.g. Clients needs ICR). */
export function ModuleGuard({ module, children }: { module: AccessModule; children: ReactNode }) {
  const user = useAdminUser();
  if (user.isLoading) {
    return (
      <Center p="xl">
        <Loader />
      </Center>
    );
  }
  if (!user.data?.accessModuls.includes(module)) return <Navigate to="/admin/dashboard" replace />;
  return <>{children}</>;
}
