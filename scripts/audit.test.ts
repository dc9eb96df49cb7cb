// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { evaluateAudit, exceptionProblems, type AuditException } from './audit.ts';

const report = JSON.stringify({
  auditReportVersion: 2,
  vulnerabilities: {
    lodash: {
      severity: 'critical',
      via: [
        {
          source: 1,
          name: 'lodash',
          title: 'Prototype Pollution',
          url: 'https://github.com/advisories/GHSA-jf85-cpcp-j695',
          severity: 'critical',
        },
      ],
      fixAvailable: true,
    },
    'some-wrapper': { severity: 'critical', via: ['lodash'], fixAvailable: false },
    minimist: {
      severity: 'moderate',
      via: [
        {
          source: 2,
          name: 'minimist',
          title: 'x',
          url: 'https://github.com/advisories/GHSA-xvch-5gv4-984h',
          severity: 'moderate',
        },
      ],
    },
  },
  metadata: {},
});

const exception = (overrides: Partial<AuditException> = {}): AuditException => ({
  advisory: 'GHSA-jf85-cpcp-j695',
  package: 'lodash',
  reason: 'only a build tool reaches it, with trusted input',
  expires: '2027-01-31',
  ...overrides,
});

describe('the dependency audit (scripts/audit.ts)', () => {
  it('fails on a high or critical advisory, not on a moderate one', () => {
    const outcome = evaluateAudit(report, [], '2026-11-24');
    expect(outcome.kind).toBe('checked');
    if (outcome.kind !== 'checked') return;
    expect(outcome.failing.map((f) => `${f.severity} ${f.package} ${f.advisory}`)).toEqual([
      'critical lodash GHSA-jf85-cpcp-j695',
    ]);
  });

  it('lets a written-down exception through until it expires', () => {
    const live = evaluateAudit(report, [exception()], '2026-11-24');
    expect(live.kind === 'checked' && live.failing).toEqual([]);
    const expired = evaluateAudit(report, [exception({ expires: '2026-11-01' })], '2026-11-24');
    expect(expired.kind === 'checked' && expired.failing.length).toBe(1);
  });

  it('names exceptions that no longer match anything', () => {
    const outcome = evaluateAudit(report, [exception(), exception({ package: 'left-pad' })], '2026-11-24');
    expect(outcome.kind === 'checked' && outcome.unusedExceptions.map((e) => e.package)).toEqual(['left-pad']);
  });

  it('reports an audit service that does not answer as not performed, never as clean', () => {
    const refused = JSON.stringify({
      message: '405 Method Not Allowed - POST https://registry/-/npm/v1/security/advisories/bulk',
      statusCode: 405,
    });
    expect(evaluateAudit(refused, [], '2026-11-24')).toMatchObject({ kind: 'unavailable' });
    expect(evaluateAudit('npm ERR! network', [], '2026-11-24')).toMatchObject({ kind: 'unavailable' });
  });

  it('requires a reason and an expiry date on every exception', () => {
    expect(exceptionProblems([exception()])).toEqual([]);
    expect(exceptionProblems([{ advisory: 'GHSA-x', package: 'a', reason: ' ', expires: 'soon' }])).toEqual([
      'exception 1: "reason" is required',
      'exception 1: "expires" must be YYYY-MM-DD',
    ]);
    expect(exceptionProblems({})).toEqual(['audit-exceptions.json must hold a JSON array']);
  });
});
