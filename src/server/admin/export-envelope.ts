/**
 * What makes an export's answer a container the admin client keeps (client.ts: exports are
 * lossless, everything else in them is a warning). Node only, beside the client.
 */
import { jsonDepth } from '../../api/json-depth.ts';
import {
  DEPTH_RULE,
  MAX_CONTAINER_DEPTH,
  NAVIGATION_CONTAINER_TYPES,
  PAGE_CONTAINER_TYPES,
  isObject,
  type ValidationError,
} from '../../api/schemas/admin.ts';

export type ContainerKind = 'PageContainer' | 'NavigationContainer';

/**
 * What makes an export's answer the container at all, whatever else it holds: a JSON object
 * nested at most MAX_CONTAINER_DEPTH levels, with `market` (and `locale`), a `type` this version
 * knows (it decides what importing the file replaces), `addOrUpdate` a list of objects and
 * `remove` a list, when present. Anything else is no export to keep.
 */
export function exportEnvelopeErrors(value: unknown, container: ContainerKind): ValidationError[] {
  if (!isObject(value)) return [{ path: '', rule: `must be a JSON object (a ${container})` }];
  if (jsonDepth(value, MAX_CONTAINER_DEPTH) > MAX_CONTAINER_DEPTH)
    return [{ path: '', rule: DEPTH_RULE }];
  const errors: ValidationError[] = [];
  const required = container === 'PageContainer' ? ['market'] : ['locale', 'market'];
  for (const member of required)
    if (typeof value[member] !== 'string' || value[member] === '')
      errors.push({ path: member, rule: 'is required (a non-empty string)' });
  const types: readonly string[] =
    container === 'PageContainer' ? PAGE_CONTAINER_TYPES : NAVIGATION_CONTAINER_TYPES;
  if (typeof value.type !== 'string' || !types.includes(value.type))
    errors.push({
      path: 'type',
      rule: `expected one of ${types.map((type) => JSON.stringify(type)).join(', ')}`,
    });
  for (const list of ['addOrUpdate', 'remove']) {
    const items = value[list];
    if (items === undefined) continue;
    if (!Array.isArray(items)) errors.push({ path: list, rule: 'must be an array' });
    else if (list === 'addOrUpdate')
      items.forEach((item, index) => {
        if (!isObject(item)) errors.push({ path: `${list}[${index}]`, rule: 'must be an object' });
      });
  }
  return errors;
}
