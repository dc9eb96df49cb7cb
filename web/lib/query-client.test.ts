import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from './api-client.ts';
import { createQueryClient } from './query-client.ts';

describe('createQueryClient', () => {
  it('calls onUnauthorized when a query or a mutation is answered 401, and only then', async () => {
    const onUnauthorized = vi.fn();
    const client = createQueryClient({ onUnauthorized });
    const refuse = (status: number) => () => Promise.reject(new ApiRequestError(status, 'X', 'refused'));

    await client.fetchQuery({ queryKey: ['a'], queryFn: refuse(403) }).catch(() => undefined);
    expect(onUnauthorized).not.toHaveBeenCalled();

    await client.fetchQuery({ queryKey: ['b'], queryFn: refuse(401) }).catch(() => undefined);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);

    const mutation = client.getMutationCache().build(client, { mutationFn: refuse(401) });
    await mutation.execute(undefined).catch(() => undefined);
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
  });
});
