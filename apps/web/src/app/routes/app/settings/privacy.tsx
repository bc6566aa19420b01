import { Link } from 'react-router';
import { paths } from '../../../../lib/paths';

export function Component() {
  return (
    <section aria-labelledby="tc" className="flex max-w-lg flex-col gap-3 text-slate-700">
      <h2 id="tc" className="text-xl font-bold text-slate-900">
        T&C e Privacidade
      </h2>
      <p>
        O Nota20 guarda a tua conta, a escola que escolheres, os teus testes e planos de estudo,
        para te mostrar o teu progresso. Não vendemos nem partilhamos os teus dados.
      </p>
      <ul className="list-inside list-disc">
        <li>
          <Link to={paths.terms} className="font-semibold text-brand-800 underline">
            Termos e condições
          </Link>
        </li>
        <li>
          <Link to={paths.privacy} className="font-semibold text-brand-800 underline">
            Política de privacidade
          </Link>
        </li>
      </ul>
    </section>
  );
}
