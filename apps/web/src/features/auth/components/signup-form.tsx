import { zodResolver } from '@hookform/resolvers/zod';
import { SignUpSchema, type SignUp } from '@nota20/core/contracts/auth';
import { MESSAGES } from '@nota20/core/messages';
import { DEFAULT_PASSWORD_POLICY, unmetPasswordRules } from '@nota20/core/password-policy';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FormMessage, TextField } from '../../../components/ui/text-field';
import { failureMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useSignUp } from '../api/sign-up';
import { usePasswordPolicy } from '../api/get-password-policy';
import { useCommonPasswords } from '../use-common-passwords';
import { FederatedButtons } from './federated-buttons';
import { PasswordChecklist } from './password-checklist';

/** Spec §2 /signup: name, email and password; the server's password policy shown before submit. */
export function SignUpForm({ returnTo }: { returnTo: string }) {
  const signUp = useSignUp();
  const policy = usePasswordPolicy().data ?? DEFAULT_PASSWORD_POLICY;
  const commonPasswords = useCommonPasswords();
  const [federatedError, setFederatedError] = useState<string>();
  const checklistId = useId();
  const form = useForm<SignUp>({
    resolver: zodResolver(SignUpSchema),
    defaultValues: { name: '', email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const password = useWatch({ control: form.control, name: 'password' });
  // The server's words for a rule the name or password breaks (400) and for a rate limit; the
  // spec's text for anything else (an e-mail already in use is not told apart).
  const failure = failureMessage(signUp.error, MESSAGES.signupFailed, [400]);

  return (
    <div className="flex flex-col gap-5">
      {signUp.isError ? <FormMessage tone="error">{failure}</FormMessage> : null}
      {federatedError ? <FormMessage tone="error">{federatedError}</FormMessage> : null}
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={form.handleSubmit(async (values) => {
          const unmet = unmetPasswordRules(policy, values.password, commonPasswords);
          if (unmet.length > 0) {
            form.setError('password', { message: MESSAGES.passwordPolicy(unmet) });
            return;
          }
          setFederatedError(undefined);
          await signUp.mutateAsync(values).catch(() => undefined);
        })}
      >
        <TextField
          label="Nome"
          autoComplete="name"
          required
          error={errors.name?.message}
          {...form.register('name')}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...form.register('email')}
        />
        <TextField
          label="Palavra-passe"
          type="password"
          autoComplete="new-password"
          required
          error={errors.password?.message}
          aria-describedby={checklistId}
          hint={
            <PasswordChecklist
              policy={policy}
              password={password}
              id={checklistId}
              commonPasswords={commonPasswords}
            />
          }
          {...form.register('password')}
        />
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'A criar a conta…' : 'CRIAR CONTA'}
        </Button>
      </form>
      <FederatedButtons
        returnTo={returnTo}
        label={(name) => (name === 'Google' ? 'Google' : `Criar conta com ${name}`)}
        onError={(name, reason) =>
          setFederatedError(
            reason === 'account_not_linked'
              ? MESSAGES.federatedAccountNotLinked
              : name === 'Google'
                ? MESSAGES.googleSignupFailed
                : `Erro ao criar conta com ${name}.`,
          )
        }
      />
      <p className="text-center text-sm text-slate-700">
        Já tens conta?{' '}
        <Link to={paths.login} className="font-bold text-brand-800 underline">
          ENTRAR
        </Link>
      </p>
    </div>
  );
}
