import type { Me, UpdateMe } from '@nota20/core/contracts/me';
import { UpdateMeSchema } from '@nota20/core/contracts/me';
import type { School } from '@nota20/core/contracts/schools';
import { MESSAGES } from '@nota20/core/messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { FormMessage, TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { useUpdateMe } from '../api/update-me';
import { SchoolPicker } from './school-picker';

type Values = { name: string; username: string };

/** Spec §5: name, username and school are editable; the e-mail is shown read-only. */
export function ProfileForm({ me }: { me: Me }) {
  const update = useUpdateMe();
  const [school, setSchool] = useState<School | null>(me.school);
  const [result, setResult] = useState<'saved' | 'failed'>();
  const form = useForm<Values>({
    resolver: zodResolver(
      UpdateMeSchema.required({ name: true, username: true }).pick({ name: true, username: true }),
    ),
    defaultValues: { name: me.name, username: me.username },
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <form
      noValidate
      className="flex max-w-lg flex-col gap-5"
      onSubmit={form.handleSubmit(async (values) => {
        setResult(undefined);
        const patch: UpdateMe = { ...values, userSchoolId: school?.id ?? null };
        try {
          await update.mutateAsync(patch);
          setResult('saved');
        } catch (error) {
          if (error instanceof ApiError && error.status === 409)
            form.setError('username', { message: error.message });
          setResult('failed');
        }
      })}
    >
      {result === 'saved' ? (
        <FormMessage tone="success">{MESSAGES.profileSaved}</FormMessage>
      ) : null}
      {result === 'failed' ? (
        <FormMessage tone="error">{MESSAGES.profileSaveFailed}</FormMessage>
      ) : null}
      <TextField
        label="Nome"
        autoComplete="name"
        error={errors.name?.message}
        {...form.register('name')}
      />
      <TextField
        label="Nome de utilizador"
        autoComplete="username"
        error={errors.username?.message}
        hint="3 a 30 letras minúsculas, algarismos, pontos, hífenes ou _. Opcional."
        {...form.register('username')}
      />
      <SchoolPicker value={school} onChange={setSchool} />
      <TextField
        label="Email"
        type="email"
        value={me.email}
        readOnly
        hint={MESSAGES.emailReadOnly}
      />
      <Button type="submit" disabled={isSubmitting} className="self-start">
        {isSubmitting ? 'A guardar…' : 'Guardar'}
      </Button>
    </form>
  );
}
