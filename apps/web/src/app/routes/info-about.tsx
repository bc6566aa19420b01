import { ABOUT } from '../../features/site/content/about';
import { InfoPage } from '../../features/site/components/info-page';

export function Component() {
  return <InfoPage content={ABOUT} />;
}
