import { alertRefusals } from '@durio/shared/schemas/alerts';
import { describe, expect, it } from 'vitest';
import { visitorAlertFormSchema } from './alert-form-schema';

const problem = (email: string) => visitorAlertFormSchema.safeParse({ email }).error?.issues.map((issue) => issue.message);

describe("a visitor's Tell me when form", () => {
  it('calls an empty address missing, in the words the API refuses it with', () => {
    expect(problem('')).toEqual([alertRefusals.emailRequired]);
    expect(problem('   ')).toEqual([alertRefusals.emailRequired]);
  });

  it('calls a malformed address invalid, as the API does', () => {
    expect(problem('aisyah@')).toEqual(['Give a valid e-mail address']);
    expect(problem(`${'a'.repeat(250)}@example.my`)).toHaveLength(1);
  });

  it('sends the address without the spaces around it', () => {
    expect(visitorAlertFormSchema.parse({ email: '  aisyah@example.my ' })).toEqual({ email: 'aisyah@example.my' });
  });
});
