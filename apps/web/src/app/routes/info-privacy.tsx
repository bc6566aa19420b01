import { PRIVACY } from '../../features/site/content/privacy';
import { InfoPage } from '../../features/site/components/info-page';

export function Component() {
  return <InfoPage content={PRIVACY} />;
}
