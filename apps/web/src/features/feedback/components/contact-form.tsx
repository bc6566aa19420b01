import {
  CONTACT_SUBJECTS,
  CreateContactSchema,
  type CreateContact,
} from '@nota20/core/contracts/feedback';
import { MESSAGES } from '@nota20/core/messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { FormMessage, TextField } from '../../../components/ui/text-field';
import { failureMessage } from '../../../lib/api-client';
import { useSendContact } from '../api/send-contact';

/** Spec §2 /contactos, going beyond it: the message is stored and the student told so. */
export function ContactForm() {
  const send = useSendContact();
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string }>();
  const form = useForm<CreateContact>({
    resolver: zodResolver(CreateContactSchema),
    defaultValues: { subject: undefined, name: '', email: '', message: '' },
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <form
      noValidate
      className="flex max-w-lg flex-col gap-4"
      onSubmit={form.handleSubmit(async (values) => {
        setResult(undefined);
        try {
          await send.mutateAsync(values);
          form.reset({ subject: undefined, name: '', email: '', message: '' });
          setResult({ tone: 'success', text: MESSAGES.contactSent });
        } catch (error) {
          setResult({
            tone: 'error',
            text: failureMessage(error, MESSAGES.feedbackFailed),
          });
        }
      })}
    >
      {result ? <FormMessage tone={result.tone}>{result.text}</FormMessage> : null}
      <Controller
        control={form.control}
        name="subject"
        render={({ field }) => (
          <div>
            <SelectField
              label="Assunto"
              value={field.value ?? ''}
              onChange={field.onChange}
              options={CONTACT_SUBJECTS.map((s) => ({ value: s, label: s }))}
              placeholder="Escolhe o assunto"
            />
            {errors.subject ? (
              <p className="mt-1 text-sm font-medium text-red-700">{errors.subject.message}</p>
            ) : null}
          </div>
        )}
      />
      <TextField
        label="Nome"
        autoComplete="name"
        error={errors.name?.message}
        {...form.register('name')}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <div className="flex flex-col gap-1.5">
        <label htmlFor="contacto-mensagem" className="text-sm font-semibold text-slate-800">
          Mensagem
        </label>
        <textarea
          id="contacto-mensagem"
          rows={6}
          aria-invalid={errors.message ? true : undefined}
          className="rounded-xl border border-slate-300 bg-white px-3 py-2 text-base text-slate-900"
          {...form.register('message')}
        />
        {errors.message ? (
          <p className="text-sm font-medium text-red-700">{errors.message.message}</p>
        ) : null}
      </div>
      <Button type="submit" disabled={isSubmitting} className="self-start">
        {isSubmitting ? MESSAGES.sending : 'Enviar'}
      </Button>
    </form>
  );
}
