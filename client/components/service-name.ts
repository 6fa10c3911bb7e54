import { SERVICE_NAMES, type ServiceName } from "../../server/shared/services";
import { commonT, useCommonT } from "./common-messages";

/**
 * A service's name in the page's language. The API and the database keep the English name
 * (docs/product.md §1); only what people read is translated. An unknown name shows as it comes.
 */
export function serviceName(name: string, t = commonT): string {
  return (SERVICE_NAMES as readonly string[]).includes(name) ? t(`service.${name as ServiceName}`) : name;
}

/** `serviceName` that re-renders with the language. */
export function useServiceName(): (name: string) => string {
  const t = useCommonT();
  return (name) => serviceName(name, t);
}
