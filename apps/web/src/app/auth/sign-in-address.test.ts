import { describe, expect, it } from 'vitest';
import { signInAddressElsewhere, wrongAddressMessage } from './sign-in-address';

describe('the address signing in works at', () => {
  it('any address without PUBLIC_URL', () => {
    expect(signInAddressElsewhere({ publicUrl: null }, 'http://127.0.0.1:8080')).toBeNull();
    expect(signInAddressElsewhere({ publicUrl: null }, 'http://nas.lan:8080')).toBeNull();
  });
  it('PUBLIC_URL only when it is set, whatever its path', () => {
    expect(signInAddressElsewhere({ publicUrl: 'https://pb.example.com/app' }, 'https://pb.example.com')).toBeNull();
    expect(signInAddressElsewhere({ publicUrl: 'https://pb.example.com' }, 'http://192.168.1.20:8080')).toBe(
      'https://pb.example.com',
    );
    expect(wrongAddressMessage('https://pb.example.com')).toBe(
      'Paperbridge signs in at https://pb.example.com only. Open it there to sign in.',
    );
  });
});
