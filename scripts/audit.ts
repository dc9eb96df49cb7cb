/**
 * `npm run audit` (CI runs it before the tests): fails on any high or critical advisory in the
 * installed dependencies, dev tools included, unless audit-exceptions.json names it with a reason
 * and an expiry date (security-bar.md; ADR 0018).
 *
 * When the registry's audit service does not answer (this workplace's registry refuses it), the
 * audit cannot be done: the step says so loudly and passes, unless AUDIT_REQUIRED=1, which makes
 * it fail. A missing answer is never reported as a clean one.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { utcDay } from '#shared/days.ts';

export interface AuditException {
  /** The advisory: its GHSA id or its URL. */
  advisory: string;
  package: string;
  /** Why it may stay for now: not reachable from our code, no fix yet, dev-only and not exploitable… */
  reason: string;
  /** YYYY-MM-DD: after this day the exception no longer applies and the build fails again. */
  expires: string;
}

export interface Finding {
  package: string;
  severity: 'high' | 'critical';
  advisory: string;
  title: string;
  fixAvailable: boolean;
}

export type AuditOutcome =
  | { kind: 'unavailable'; reason: string }
  | { kind: 'checked'; failing: Finding[]; excepted: Finding[]; unusedExceptions: AuditException[] };

interface NpmAuditVia {
  source?: number;
  name?: string;
  title?: string;
  url?: string;
  severity?: string;
}

interface NpmAuditReport {
  error?: { code?: string; summary?: string; detail?: string };
  message?: string;
  statusCode?: number;
  vulnerabilities?: Record<string, { severity?: string; via?: (NpmAuditVia | string)[]; fixAvailable?: unknown }>;
  metadata?: unknown;
}

const SERIOUS = new Set(['high', 'critical']);

function ghsaOf(url: string | undefined): string {
  return /GHSA-[\w-]+/i.exec(url ?? '')?.[0] ?? url ?? 'unknown advisory';
}

/** Reads `npm audit --json` output against the exceptions; pure, so it is tested on its own. */
export function evaluateAudit(output: string, exceptions: AuditException[], today: string): AuditOutcome {
  let report: NpmAuditReport;
  try {
    report = JSON.parse(output) as NpmAuditReport;
  } catch {
    return { kind: 'unavailable', reason: `npm audit did not answer with JSON: ${output.slice(0, 200)}` };
  }
  if (!report.vulnerabilities) {
    const reason = report.message ?? report.error?.summary ?? report.error?.code ?? 'no vulnerabilities section';
    return { kind: 'unavailable', reason: `the audit service did not answer: ${reason}` };
  }
  const findings = new Map<string, Finding>();
  for (const [name, entry] of Object.entries(report.vulnerabilities)) {
    for (const via of entry.via ?? []) {
      // A string names another package whose own entry carries the advisory.
      if (typeof via === 'string' || !via.severity || !SERIOUS.has(via.severity)) continue;
      const advisory = ghsaOf(via.url);
      findings.set(`${name} ${advisory}`, {
        package: name,
        severity: via.severity as Finding['severity'],
        advisory,
        title: via.title ?? '',
        fixAvailable: Boolean(entry.fixAvailable),
      });
    }
  }
  const live = exceptions.filter((exception) => exception.expires >= today);
  const covers = (exception: AuditException, finding: Finding) =>
    exception.package === finding.package &&
    ghsaOf(exception.advisory).toLowerCase() === finding.advisory.toLowerCase();
  const failing: Finding[] = [];
  const excepted: Finding[] = [];
  for (const finding of findings.values()) {
    (live.some((exception) => covers(exception, finding)) ? excepted : failing).push(finding);
  }
  const unusedExceptions = exceptions.filter(
    (exception) => ![...findings.values()].some((finding) => covers(exception, finding)),
  );
  return { kind: 'checked', failing, excepted, unusedExceptions };
}

/** Every exception must say why and until when; a vague list is how advisories are forgotten. */
export function exceptionProblems(exceptions: unknown): string[] {
  if (!Array.isArray(exceptions)) return ['audit-exceptions.json must hold a JSON array'];
  const problems: string[] = [];
  exceptions.forEach((value, index) => {
    const exception = (value ?? {}) as Partial<Record<keyof AuditException, unknown>>;
    for (const key of ['advisory', 'package', 'reason', 'expires'] as const) {
      if (typeof exception[key] !== 'string' || (exception[key] as string).trim() === '') {
        problems.push(`exception ${index + 1}: "${key}" is required`);
      }
    }
    if (typeof exception.expires === 'string' && !/^\d{4}-\d{2}-\d{2}$/.test(exception.expires)) {
      problems.push(`exception ${index + 1}: "expires" must be YYYY-MM-DD`);
    }
  });
  return problems;
}

function main() {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const exceptionsFile = path.join(root, 'audit-exceptions.json');
  const exceptions: unknown = fs.existsSync(exceptionsFile) ? JSON.parse(fs.readFileSync(exceptionsFile, 'utf8')) : [];
  const problems = exceptionProblems(exceptions);
  if (problems.length > 0) {
    process.stderr.write(`audit-exceptions.json is not valid:\n${problems.map((p) => `  - ${p}`).join('\n')}\n`);
    process.exit(1);
  }
  // Dev tools run in CI with the same rights as the app: the whole tree is audited.
  const run = spawnSync('npm', ['audit', '--json', '--audit-level=high'], {
    cwd: root,
    encoding: 'utf8',
    timeout: 120_000,
    maxBuffer: 64 * 1024 * 1024,
  });
  const output = run.error ? JSON.stringify({ message: String(run.error) }) : run.stdout;
  const outcome = evaluateAudit(output, exceptions as AuditException[], utcDay(new Date()));
  if (outcome.kind === 'unavailable') {
    const required = process.env.AUDIT_REQUIRED === '1';
    process.stderr.write(
      `\n*** DEPENDENCY AUDIT NOT PERFORMED: ${outcome.reason}\n` +
        (required
          ? '*** AUDIT_REQUIRED=1: failing the build.\n'
          : '*** Nothing was checked; this is not a clean result. Set AUDIT_REQUIRED=1 to fail instead (ADR 0018).\n'),
    );
    process.exit(required ? 1 : 0);
  }
  for (const finding of outcome.excepted) {
    process.stdout.write(
      `excepted: ${finding.severity} ${finding.package} ${finding.advisory} (audit-exceptions.json)\n`,
    );
  }
  for (const exception of outcome.unusedExceptions) {
    process.stdout.write(`unused exception, remove it: ${exception.package} ${exception.advisory}\n`);
  }
  if (outcome.failing.length > 0) {
    process.stderr.write('High or critical advisories (upgrade, or add an exception with a reason and expiry):\n');
    for (const finding of outcome.failing) {
      process.stderr.write(
        `  ${finding.severity} ${finding.package}: ${finding.title} ${finding.advisory}` +
          `${finding.fixAvailable ? ' (a fix is available: npm audit fix)' : ''}\n`,
      );
    }
    process.exit(1);
  }
  process.stdout.write('Dependency audit: no high or critical advisories.\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
