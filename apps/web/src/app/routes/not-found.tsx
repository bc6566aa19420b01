import { NotFound } from '../../components/ui/not-found';

export function Component() {
  return <NotFound />;
}
