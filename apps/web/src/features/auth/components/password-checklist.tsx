import type { PasswordPolicy } from '@nota20/core/contracts/auth';
import { passwordRules } from '@nota20/core/password-policy';
import { Check, Circle } from 'lucide-react';

/**
 * The policy's rules, ticked live as the student types (shown before they submit); with
 * `commonPasswords`, the rule against the most used passwords too.
 */
export function PasswordChecklist({
  policy,
  password,
  id,
  commonPasswords,
}: {
  policy: PasswordPolicy;
  password: string;
  id: string;
  commonPasswords?: ReadonlySet<string> | undefined;
}) {
  return (
    <ul id={id} className="grid gap-1 text-sm" aria-label="Regras da palavra-passe">
      {passwordRules(policy, commonPasswords).map((rule) => {
        // Nothing is ticked before the student has typed anything.
        const ok = password !== '' && rule.ok(password);
        return (
          <li
            key={rule.id}
            className={`flex items-center gap-2 ${ok ? 'text-emerald-800' : 'text-slate-600'}`}
          >
            {ok ? (
              <Check aria-hidden="true" className="size-4" />
            ) : (
              <Circle aria-hidden="true" className="size-3.5" />
            )}
            {rule.text}
            <span className="sr-only">{ok ? '(cumprida)' : '(por cumprir)'}</span>
          </li>
        );
      })}
    </ul>
  );
}
