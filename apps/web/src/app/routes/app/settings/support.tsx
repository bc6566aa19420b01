import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { SelectField } from '../../../../components/ui/select-field';
import { FormMessage } from '../../../../components/ui/text-field';
import { paths } from '../../../../lib/paths';

const SUBJECTS = [
  'Dúvida sobre a conta',
  'Dúvida sobre os testes',
  'Problema técnico',
  'Outro assunto',
].map((s) => ({ value: s, label: s }));

/** Spec §2: the help form asks for subject and message and only shows a local alert. */
export function Component() {
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [result, setResult] = useState<'sent' | 'missing'>();
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
        .
      </p>
      {result === 'sent' ? (
        <FormMessage tone="success">Obrigado! Recebemos a tua mensagem.</FormMessage>
      ) : null}
      {result === 'missing' ? (
        <FormMessage tone="error">Escolhe o assunto e escreve a mensagem.</FormMessage>
      ) : null}
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (!subject || !message.trim()) return setResult('missing');
          setResult('sent');
          setSubject('');
          setMessage('');
        }}
      >
        <SelectField
          label="Assunto"
          value={subject}
          onChange={setSubject}
          options={SUBJECTS}
          placeholder="Escolhe o assunto"
        />
        <div className="flex flex-col gap-1.5">
          <label htmlFor="mensagem" className="text-sm font-semibold text-slate-800">
            Mensagem
          </label>
          <textarea
            id="mensagem"
            rows={5}
            required
            value={message}
            onChange={(e) => setMessage(e.target.value)}
            className="rounded-xl border border-slate-300 bg-white px-3 py-2 text-base text-slate-900"
          />
        </div>
        <Button type="submit" className="self-start">
          Enviar
        </Button>
      </form>
    </section>
  );
}
