import { zodResolver } from '@hookform/resolvers/zod';
import { ForgotPasswordSchema } from '@nota20/core/contracts/auth';
import { MESSAGES } from '@nota20/core/messages';
import { DEFAULT_PASSWORD_POLICY, unmetPasswordRules } from '@nota20/core/password-policy';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button';
import { FormMessage, TextField } from '../../../components/ui/text-field';
import { failureMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { usePasswordPolicy } from '../api/get-password-policy';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { useResetPassword } from '../api/reset-password';
import { useCommonPasswords } from '../use-common-passwords';
import { PasswordChecklist } from './password-checklist';

/** Asks for the reset e-mail. The answer is the same whether or not the account exists. */
export function ForgotPasswordForm() {
  const requestReset = useRequestPasswordReset();
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string>();
  const form = useForm<{ email: string }>({
    resolver: zodResolver(ForgotPasswordSchema),
    defaultValues: { email: '' },
  });
  if (sent) {
    return (
      <FormMessage tone="success">
        Se existir uma conta com esse email, enviámos uma ligação para redefinir a palavra-passe. A
        ligação é válida durante 1 hora.
      </FormMessage>
    );
  }
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={form.handleSubmit(async ({ email }) => {
        setFailure(undefined);
        try {
          await requestReset.mutateAsync(email);
          setSent(true);
        } catch (error) {
          setFailure(failureMessage(error, MESSAGES.internal));
        }
      })}
    >
      {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        required
        error={form.formState.errors.email?.message}
        {...form.register('email')}
      />
      <Button type="submit" disabled={form.formState.isSubmitting}>
        Enviar ligação
      </Button>
      <Link to={paths.login} className="self-start text-sm font-semibold text-brand-800 underline">
        Voltar a entrar
      </Link>
    </form>
  );
}

/** Sets a new password from the e-mailed token (single use, 1 hour). */
export function ResetPasswordForm({ token }: { token: string }) {
  const policy = usePasswordPolicy().data ?? DEFAULT_PASSWORD_POLICY;
  const commonPasswords = useCommonPasswords();
  const reset = useResetPassword();
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [password, setPassword] = useState('');
  const checklistId = useId();
  if (done) {
    return (
      <div className="flex flex-col gap-4">
        <FormMessage tone="success">
          A tua palavra-passe foi alterada. Já podes entrar com ela.
        </FormMessage>
        <ButtonLink to={paths.login}>ENTRAR</ButtonLink>
      </div>
    );
  }
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={async (event) => {
        event.preventDefault();
        const unmet = unmetPasswordRules(policy, password, commonPasswords);
        if (unmet.length > 0) return setFailure(MESSAGES.passwordPolicy(unmet));
        try {
          await reset.mutateAsync({ token, newPassword: password });
          setDone(true);
        } catch (error) {
          setFailure(
            failureMessage(
              error,
              'A ligação já não é válida (expira ao fim de 1 hora e só pode ser usada uma vez). Pede uma nova.',
            ),
          );
        }
      }}
    >
      {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
      <TextField
        label="Nova palavra-passe"
        type="password"
        autoComplete="new-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        aria-describedby={checklistId}
        hint={
          <PasswordChecklist
            policy={policy}
            password={password}
            id={checklistId}
            commonPasswords={commonPasswords}
          />
        }
      />
      <Button type="submit">Guardar palavra-passe</Button>
      <Link
        to={paths.forgotPassword}
        className="self-start text-sm font-semibold text-brand-800 underline"
      >
        Pedir uma nova ligação
      </Link>
    </form>
  );
}
