import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_CALLS, PUBLIC_CALLS } from '@paperbridge/contracts';
import { ApiError, request, setSessionExpiredHandler } from './api-client';
import { loaderStore } from './loader-store';

function answer(code: number, message: string, result: unknown = null, status = 200) {
  const fn = vi.fn(async () => new Response(JSON.stringify({ code, message, result }), { status }));
  vi.stubGlobal('fetch', fn);
  return fn;
}

describe('api client', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('sends the bearer token and returns result on code 200', async () => {
    localStorage.setItem('token', 'abc');
    const fetch = answer(200, 'Success', [1, 2]);
    await expect(request('GET', ADMIN_CALLS.getNotification.path)).resolves.toMatchObject({ result: [1, 2] });
    const init = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect((init[1].headers as Record<string, string>).Authorization).toBe('Bearer abc');
  });

  it('shows the server message as a 10 s warning toast on a non-200 code', async () => {
    const show = vi.spyOn(notifications, 'show').mockImplementation(() => '');
    answer(400, 'Something is wrong');
    await expect(request('POST', ADMIN_CALLS.saveDetails.path)).rejects.toBeInstanceOf(ApiError);
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Something is wrong', color: 'yellow', autoClose: 10000 }),
    );
  });

  it('ends the session on a 401 from an admin call while logged in', async () => {
    vi.spyOn(notifications, 'show').mockImplementation(() => '');
    const expired = vi.fn();
    setSessionExpiredHandler(expired);
    localStorage.setItem('loggedIn', 'true');
    answer(401, 'Unauthorized', null, 401);
    await expect(request('GET', ADMIN_CALLS.paymentStatus.path)).rejects.toBeInstanceOf(ApiError);
    expect(expired).toHaveBeenCalledOnce();
  });

  it('counts requests in the global loader', async () => {
    answer(200, 'Success', 1);
    const p = request('GET', PUBLIC_CALLS.getConfig.path);
    expect(loaderStore.get()).toBe(1);
    await p;
    expect(loaderStore.get()).toBe(0);
  });
});
