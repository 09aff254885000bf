/** Gives an element the interface language (translate, direction, numbers) from context. */
import { ContextConsumer } from '@lit/context';
import type { ReactiveControllerHost } from 'lit';
import type { TranslationKey } from '../i18n/keys.ts';
import { localizerContext, type Localizer, type TranslateParams } from '../i18n/localizer.ts';

type Host = ReactiveControllerHost & HTMLElement;

export class LocalizeController {
  private readonly consumer: ContextConsumer<{ __context__: Localizer }, Host>;

  constructor(host: Host) {
    this.consumer = new ContextConsumer(host, { context: localizerContext, subscribe: true });
  }

  get localizer(): Localizer | undefined {
    return this.consumer.value;
  }

  get lang(): string {
    return this.consumer.value?.lang ?? 'en';
  }

  t = (key: TranslationKey, params?: TranslateParams): string => this.consumer.value?.t(key, params) ?? '';

  n = (value: number, options?: Intl.NumberFormatOptions): string => this.consumer.value?.n(value, options) ?? String(value);

  list = (items: readonly string[], type?: 'conjunction' | 'unit'): string => this.consumer.value?.list(items, type) ?? items.join(', ');
}
