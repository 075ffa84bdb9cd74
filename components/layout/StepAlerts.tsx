/** Messages a page shows under its title, each announced: the step's error a refusal named, then a form's alerts whose condition holds. */
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { TargetLink } from 'journey-engine-react';
import type { TargetJson } from 'journey-engine-react';

export interface Alert {
  message: string;
  link?: { label: string; to: TargetJson };
}

/** attempt: the visit a refusal came with; a repeated refusal is a new alert element, so a screen reader announces it again. */
export function StepAlerts({ alerts, attempt = '', values }: { alerts: readonly Alert[]; attempt?: string; values?: Record<string, unknown> }): ReactElement {
  const { t } = useTranslation();
  return (
    <>
      {alerts.map((alert) => (
        <div key={`${alert.message} ${attempt}`} className="alert" role="alert">
          <p>{t(alert.message, values)}</p>
          {alert.link ? <TargetLink to={alert.link.to}>{t(alert.link.label)}</TargetLink> : null}
        </div>
      ))}
    </>
  );
}
