import { readdirSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BadRequestException } from '@nestjs/common';
import { getMetadataStorage } from 'class-validator';
import type { FieldError } from '../../src/core/http/validation.js';
import { createValidationPipe } from '../../src/core/http/validation.js';

/**
 * Every request DTO of the API, fed an empty body through the production validation pipe: each
 * missing field must answer its "required" message, never a length, format or "incorrect" message
 * (issue 9: a company without a name answered "Company Name must be at most 150 characters").
 */
const SRC = join(dirname(fileURLToPath(import.meta.url)), '../../src');

function dtoFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return dtoFiles(path);
    return /dtos?\//.test(relative(SRC, path)) && /\.ts$/.test(name) && !name.endsWith('.spec.ts') ? [path] : [];
  });
}

type Ctor = new (...args: unknown[]) => unknown;

async function validatedClasses(): Promise<{ name: string; cls: Ctor }[]> {
  const out: { name: string; cls: Ctor }[] = [];
  for (const file of dtoFiles(SRC)) {
    const mod = (await import(file)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(mod)) {
      if (typeof value !== 'function' || !/^[A-Z]/.test(name)) continue;
      const rules = getMetadataStorage().getTargetValidationMetadatas(value as Ctor, '', true, false);
      if (rules.length) out.push({ name: `${relative(SRC, file)}:${name}`, cls: value as Ctor });
    }
  }
  return out;
}

async function emptyBodyErrors(cls: Ctor): Promise<FieldError[]> {
  try {
    await createValidationPipe().transform({}, { type: 'body', metatype: cls });
    return [];
  } catch (e) {
    if (!(e instanceof BadRequestException)) throw e;
    return ((e.getResponse() as { errors?: FieldError[] }).errors ?? []);
  }
}

/** Words that belong to a bad value, not to a missing one. */
const WRONG_FOR_MISSING = /at most|at least (?!one)|invalid|incorrect|must be a|must match|must be same|exactly|greater than|valid date|\d+ to \d+/i;

describe('required-field messages across every DTO', () => {
  it('finds the DTOs (sanity: the walk reaches every module)', async () => {
    const names = (await validatedClasses()).map((c) => c.name);
    expect(names.length).toBeGreaterThan(20);
    expect(names).toEqual(expect.arrayContaining([
      expect.stringContaining('SignupDto'), expect.stringContaining('SaveExpenseDto'), expect.stringContaining('ChangePasswordDto'),
    ]));
  });

  it('answers each missing field with its "required" message', async () => {
    const wrong: string[] = [];
    for (const { name, cls } of await validatedClasses()) {
      for (const error of await emptyBodyErrors(cls)) {
        if (WRONG_FOR_MISSING.test(error.message)) wrong.push(`${name}.${error.field}: "${error.message}"`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it.each([
    ['companies/dtos/company.dtos.ts', 'SignupDto', 'name', 'Company Name is required'],
    ['companies/dtos/company.dtos.ts', 'SignupDto', 'contactEmail', 'Email is required.'],
    ['auth/dtos/auth.dtos.ts', 'ChangePasswordDto', 'currentPassword', 'Current password is required'],
  ])('%s %s: a missing %s answers "%s"', async (file, className, field, message) => {
    const mod = (await import(join(SRC, 'modules', file))) as Record<string, Ctor>;
    const errors = await emptyBodyErrors(mod[className]);
    expect(errors.find((e) => e.field === field)?.message).toBe(message);
  });
});
