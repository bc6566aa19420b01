import { ErrorState, LoadingState } from '../../../../components/ui/states';
import { useMe } from '../../../../features/profile/api/get-me';
import { ProfileForm } from '../../../../features/profile/components/profile-form';

export function Component() {
  const me = useMe();
  return (
    <section aria-labelledby="perfil">
      <h2 id="perfil" className="mb-4 text-xl font-bold text-slate-900">
        Perfil
      </h2>
      {me.isPending ? (
        <LoadingState />
      ) : me.isError ? (
        <ErrorState heading="Erro" message={me.error.message} />
      ) : (
        <ProfileForm me={me.data} />
      )}
    </section>
  );
}
