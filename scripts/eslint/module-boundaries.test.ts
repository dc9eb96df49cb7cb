import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The project's own lint configuration, run on made-up files: the boundary rule is wired in and fires. */
const eslint = new ESLint({ cwd: process.cwd() });

async function problems(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'local/module-boundaries');
}

describe('server module boundaries (lint rule local/module-boundaries)', () => {
  it("refuses a module importing another module's repository, written either way", async () => {
    const aliased = await problems(
      'server/modules/interests/interests.example.ts',
      "import { createProfilesRepository } from '#server/modules/profiles/profiles.repository.ts';\nexport const x = createProfilesRepository;\n",
    );
    expect(aliased).toHaveLength(1);
    expect(aliased[0]?.message).toMatch(/interests module imports the profiles module's repository/);
    const relative = await problems(
      'server/modules/interests/interests.example.test.ts',
      "import { createProfilesRepository } from '../profiles/profiles.repository.ts';\nexport const x = createProfilesRepository;\n",
    );
    expect(relative).toHaveLength(1);
  });

  it("allows a module its own repository and another module's service", async () => {
    expect(
      await problems(
        'server/modules/interests/interests.example.ts',
        "import { createInterestsRepository } from './interests.repository.ts';\nimport type { ProfilesService } from '#server/modules/profiles/profiles.service.ts';\nexport type X = ProfilesService;\nexport const y = createInterestsRepository;\n",
      ),
    ).toEqual([]);
  });

  it('refuses a module importing the composition root, and the database layer importing storage or a module', async () => {
    expect(
      await problems(
        'server/modules/demo/demo.example.ts',
        "import type { Services } from '#server/services.ts';\nexport type X = Services;\n",
      ),
    ).toHaveLength(1);
    expect(
      await problems(
        'server/db/example.ts',
        "import { createStorage } from '#server/lib/storage.ts';\nimport { x } from '../modules/photos/photos.service.ts';\nexport const y = [createStorage, x];\n",
      ),
    ).toHaveLength(2);
  });

  it('refuses better-auth outside its adapter', async () => {
    const code = "import { APIError } from 'better-auth/api';\nexport const x = APIError;\n";
    expect(await problems('server/modules/accounts/accounts.example.ts', code)).toHaveLength(1);
    expect(await problems('server/modules/auth/auth.ts', code)).toEqual([]);
  });
});
