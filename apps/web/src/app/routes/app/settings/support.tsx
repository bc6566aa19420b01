import { SUPPORT_SUBJECTS } from '@nota20/core/contracts/feedback';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { SelectField } from '../../../../components/ui/select-field';
import { FormMessage } from '../../../../components/ui/text-field';
import { useSendSupport } from '../../../../features/feedback/api/send-support';
import { ApiError } from '../../../../lib/api-client';
import { paths } from '../../../../lib/paths';

const SUBJECTS = SUPPORT_SUBJECTS.map((s) => ({ value: s, label: s }));

type Missing = { subject?: string; message?: string };

/**
 * Settings → Centro de ajuda: subject and message, sent to the team under the student's account
 * (stored, and e-mailed when the server has SMTP). The checks are ours, in pt-PT, not the
 * browser's.
 */
export function Component() {
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [missing, setMissing] = useState<Missing>({});
  const send = useSendSupport();
  return (
    <section aria-labelledby="suporte" className="flex max-w-lg flex-col gap-4">
      <h2 id="suporte" className="text-xl font-bold text-slate-900">
        Centro de ajuda
      </h2>
      <p className="text-slate-700">
        Antes de escreveres, vê se a resposta está na{' '}
        <Link to={paths.help} className="font-semibold text-brand-800 underline">
          Ajuda
        </Link>
        . Respondemos para o email da tua conta.
      </p>
      {send.isSuccess ? (
        <FormMessage tone="success">Obrigado! Recebemos a tua mensagem.</FormMessage>
      ) : null}
      {send.isError ? (
        <FormMessage tone="error">
          {send.error instanceof ApiError && send.error.status === 429
            ? send.error.message
            : 'A mensagem não foi enviada. Verifica a ligação e tenta outra vez.'}
        </FormMessage>
      ) : null}
      <form
        className="flex flex-col gap-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const problems: Missing = {
            ...(subject ? {} : { subject: 'Escolhe o assunto.' }),
            ...(message.trim() ? {} : { message: 'Escreve a mensagem.' }),
          };
          setMissing(problems);
          if (problems.subject || problems.message) return;
          send.mutate(
            { subject: subject as (typeof SUPPORT_SUBJECTS)[number], message: message.trim() },
            {
              onSuccess: () => {
                setSubject('');
                setMessage('');
              },
            },
          );
        }}
      >
        <SelectField
          label="Assunto"
          value={subject}
          onChange={(value) => {
            setSubject(value);
            setMissing((m) => ({ ...m, subject: undefined }));
          }}
          options={SUBJECTS}
          placeholder="Escolhe o assunto"
          error={missing.subject}
        />
        <div className="flex flex-col gap-1.5">
          <label htmlFor="mensagem" className="text-sm font-semibold text-slate-800">
            Mensagem
          </label>
          <textarea
            id="mensagem"
            rows={5}
            maxLength={5000}
            aria-invalid={missing.message ? true : undefined}
            aria-describedby={missing.message ? 'mensagem-erro' : undefined}
            value={message}
            onChange={(e) => {
              setMessage(e.target.value);
              setMissing((m) => ({ ...m, message: undefined }));
            }}
            className="rounded-xl border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 aria-invalid:border-red-600"
          />
          {missing.message ? (
            <p id="mensagem-erro" className="text-sm font-medium text-red-700">
              {missing.message}
            </p>
          ) : null}
        </div>
        <Button type="submit" className="self-start" disabled={send.isPending}>
          {send.isPending ? 'A enviar…' : 'Enviar'}
        </Button>
      </form>
    </section>
  );
}
