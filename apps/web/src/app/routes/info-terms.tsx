import { TERMS } from '../../features/site/content/terms';
import { InfoPage } from '../../features/site/components/info-page';

export function Component() {
  return <InfoPage content={TERMS} />;
}
