/**
 * The configuration controller of the account elements: `ConfigController` (./config.ts) reading
 * and parsing only their attributes (`ENGAGE_ATTRIBUTES`, `parseEngageConfig`: locale, currency,
 * `engage-base`, `contact`), so the account page loads no parse of the storefront settings
 * (docs/decisions.md, "Lean account page").
 */
import { ENGAGE_ATTRIBUTES, parseEngageConfig, type EngageConfig } from '../api/config.ts';
import { ConfigController } from './config.ts';

export class EngageConfigController extends ConfigController<EngageConfig> {
  protected override readonly names = ENGAGE_ATTRIBUTES;
  protected override readonly parse = parseEngageConfig;
}
