import { useQuery } from '@tanstack/react-query';
import { userApi } from '../../api/user.api';

export const ADMIN_USER_KEY = ['adminUserDetail'] as const;

/** GET /api/admin/User/GetAdminUserDetail, shared by the layout, guards and profile. */
export function useAdminUser() {
  return useQuery({ queryKey: ADMIN_USER_KEY, queryFn: userApi.getAdminUserDetail, staleTime: 60_000 });
}
