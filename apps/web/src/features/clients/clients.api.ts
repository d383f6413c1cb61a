import type { ClientOption, ClientRow, CreateClientBody, CsvClientResultRow, UpdateClientBody } from '@paperbridge/contracts';
import { apiGet, apiPost } from '../../api/api-client';

const USER = '/api/admin/User';

/** The client (supplier) calls of spec 002 §7 User. */
export const clientsApi = {
  getAllUsersDetails: () => apiGet<ClientRow[]>(`${USER}/GetAllUsersDetails`),
  getAllUsers: () => apiGet<ClientOption[]>(`${USER}/GetAllUsers`),
  createUser: (body: CreateClientBody) => apiPost<unknown>(`${USER}/CreateUser`, body),
  updateUser: (body: UpdateClientBody) => apiPost<unknown>(`${USER}/UpdateUser`, body),
  deleteUserById: (userId: string) => apiGet<unknown>(`${USER}/DeleteUserById`, { query: { userId } }),
  createUserWithCsv: (file: File) => {
    const form = new FormData();
    form.append('file', file);
    return apiPost<CsvClientResultRow[]>(`${USER}/CreateUserWithCSV`, form);
  },
};

export const CLIENTS_KEY = ['clients', 'details'] as const;
export const CLIENT_OPTIONS_KEY = ['clients', 'options'] as const;
