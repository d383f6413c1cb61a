import { MAPPING_CALLS, type CreateClientBody, type UpdateClientBody } from '@paperbridge/contracts';
import { callApi } from '../../api/call-api';

/** The client (supplier) calls of spec 002 §7 User. */
export const clientsApi = {
  getAllUsersDetails: () => callApi(MAPPING_CALLS.getAllUsersDetails),
  getAllUsers: () => callApi(MAPPING_CALLS.getAllUsers),
  createUser: (body: CreateClientBody) => callApi(MAPPING_CALLS.createUser, { body }),
  updateUser: (body: UpdateClientBody) => callApi(MAPPING_CALLS.updateUser, { body }),
  deleteUserById: (userId: string) => callApi(MAPPING_CALLS.deleteUserById, { query: { userId } }),
  createUserWithCsv: (file: File) => {
    const form = new FormData();
    form.append('file', file);
    return callApi(MAPPING_CALLS.createUserWithCsv, { body: form });
  },
};

export const CLIENTS_KEY = ['clients', 'details'] as const;
export const CLIENT_OPTIONS_KEY = ['clients', 'options'] as const;
