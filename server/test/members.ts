import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { RegisterRequest } from '#shared/schemas/auth.ts';

let counter = 0;

/** A valid registration; every call a new email. The one place tests make members. */
export function registration(overrides: Partial<RegisterRequest> = {}): RegisterRequest {
  counter += 1;
  return {
    firstName: 'Grace',
    lastName: 'Thomas',
    email: `member${counter}.${process.pid}@example.org`,
    countryCode: '+91',
    phoneNumber: '9876543210',
    password: 'Faithful-Heart-42',
    confirmPassword: 'Faithful-Heart-42',
    ...overrides,
  };
}

/** A different client address for each test, so throttling of one test does not leak into another. */
export function nextIp(): string {
  counter += 1;
  return `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`;
}

export function cookieHeader(response: LightMyRequestResponse): string {
  return response.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
}

export async function registerMember(app: FastifyInstance, overrides: Partial<RegisterRequest> = {}) {
  const body = registration(overrides);
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: body,
    remoteAddress: nextIp(),
  });
  if (response.statusCode !== 201) throw new Error(`registration failed: ${response.statusCode} ${response.body}`);
  return { body, account: response.json().account as { id: string; email: string } };
}

export async function signIn(app: FastifyInstance, email: string, password: string, remoteAddress = nextIp()) {
  return app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });
}

/** Registers and signs in; returns the cookie header of the session. */
export async function signedInMember(app: FastifyInstance, overrides: Partial<RegisterRequest> = {}) {
  const { body, account } = await registerMember(app, overrides);
  const response = await signIn(app, body.email, body.password);
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return { body, account, cookie: cookieHeader(response) };
}
