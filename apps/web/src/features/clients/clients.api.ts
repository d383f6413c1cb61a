import { MAPPING_CALLS, type CreateClientBody, type UpdateClientBody } from '@paperbridge/contracts';
import { callApi } from '../../api/call-api';
import { patchLoginState } from '../account/onboarding/login-state';

/** The client (supplier) calls of spec 002 §7 User. */
export const clientsApi = {
  getAllUsersDetails: () => callApi(MAPPING_CALLS.getAllUsersDetails),
  getAllUsers: () => callApi(MAPPING_CALLS.getAllUsers),
  // a company with a client signs in to the dashboard from now on (manage-session routes on this tab's login state)
  createUser: (body: CreateClientBody) =>
    callApi(MAPPING_CALLS.createUser, { body }).then((r) => {
      patchLoginState({ isSupplier: true });
      return r;
    }),
  updateUser: (body: UpdateClientBody) => callApi(MAPPING_CALLS.updateUser, { body }),
  deleteUserById: (userId: string) => callApi(MAPPING_CALLS.deleteUserById, { query: { userId } }),
  createUserWithCsv: (file: File) => {
    const form = new FormData();
    form.append('file', file);
    return callApi(MAPPING_CALLS.createUserWithCsv, { body: form }).then((rows) => {
      if (rows.some((r) => r.added)) patchLoginState({ isSupplier: true });
      return rows;
    });
  },
};

export const CLIENTS_KEY = ['clients', 'details'] as const;
export const CLIENT_OPTIONS_KEY = ['clients', 'options'] as const;
