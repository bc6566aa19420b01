import { zodResolver } from '@hookform/resolvers/zod';
import { SignInSchema, type SignIn } from '@nota20/core/contracts/auth';
import { MESSAGES } from '@nota20/core/messages';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FormMessage, TextField } from '../../../components/ui/text-field';
import { failureMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useSignIn } from '../api/sign-in';
import { FederatedButtons } from './federated-buttons';

/** Spec §2 /login. Success refreshes the session; the guest guard then moves on to /app. */
export function LoginForm({ returnTo }: { returnTo: string }) {
  const signIn = useSignIn();
  const [federatedError, setFederatedError] = useState<string>();
  const rememberHintId = useId();
  const form = useForm<SignIn>({
    resolver: zodResolver(SignInSchema),
    defaultValues: { email: '', password: '', rememberMe: true },
  });
  const { errors, isSubmitting } = form.formState;
  // A rate limit says when to try again; any other failure gets the spec's text.
  const failure = failureMessage(signIn.error, MESSAGES.loginFailed);

  return (
    <div className="flex flex-col gap-5">
      {signIn.isError ? <FormMessage tone="error">{failure}</FormMessage> : null}
      {federatedError ? <FormMessage tone="error">{federatedError}</FormMessage> : null}
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={form.handleSubmit(async (values) => {
          setFederatedError(undefined);
          await signIn.mutateAsync(values).catch(() => undefined);
        })}
      >
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
          autoComplete="current-password"
          required
          error={errors.password?.message}
          {...form.register('password')}
        />
        <div className="flex flex-col gap-0.5">
          <label className="flex min-h-11 cursor-pointer items-center gap-3 self-start text-sm font-semibold text-slate-800">
            <input
              type="checkbox"
              className="size-5 shrink-0 accent-brand-700"
              aria-describedby={rememberHintId}
              {...form.register('rememberMe')}
            />
            Manter sessão iniciada
          </label>
          <p id={rememberHintId} className="text-sm text-slate-600">
            Desliga num computador partilhado: a sessão acaba quando fechares o navegador.
          </p>
        </div>
        <Link
          to={paths.forgotPassword}
          className="self-start text-sm font-semibold text-brand-800 underline"
        >
          Esqueceste-te da palavra-passe?
        </Link>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'A entrar…' : 'ENTRAR'}
        </Button>
      </form>
      <FederatedButtons
        returnTo={returnTo}
        label={(name) => (name === 'Google' ? 'Google' : `Entrar com ${name}`)}
        onError={(name, reason) =>
          setFederatedError(
            reason === 'account_not_linked'
              ? MESSAGES.federatedAccountNotLinked
              : name === 'Google'
                ? MESSAGES.googleLoginFailed
                : `Erro ao entrar com ${name}.`,
          )
        }
      />
      <p className="text-center text-sm text-slate-700">
        Ainda não tens conta?{' '}
        <Link to={paths.signup} className="font-bold text-brand-800 underline">
          CRIAR CONTA
        </Link>
      </p>
    </div>
  );
}
