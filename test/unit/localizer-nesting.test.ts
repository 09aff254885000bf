import { test } from 'node:test';
import assert from 'node:assert/strict';
import he from '../../locales/he.json' with { type: 'json' };
import { createI18n } from '../../src/i18n/i18n.ts';
import { isolateText, localizerOver } from '../../src/i18n/localizer.ts';

// Hebrew isolates each inserted value (a Latin name keeps its order), but a value that names a nested
// message is part of a key: isolated, the key would not be found and the reader would see it raw.
test('he: a message nesting another by a value reads the nested message, with the names in it isolated', () => {
  const { t } = localizerOver('he', createI18n('he'));
  assert.equal(t('history.addRoomObject', { object: 'stage' }), `נוסף לאולם: ${he.room.object.stage}`);
  const undone = t('notice.undoChangedElsewhere', { kind: 'move', name: 'Miriam & David Cohen', table: 'Table 2' });
  const moved = he.history.move.replace('{{name}}', isolateText('Miriam & David Cohen')).replace('{{table}}', isolateText('Table 2'));
  assert.ok(undone.includes(`(${moved})`), undone);
  assert.ok(!undone.includes('history.'), 'no key is shown');
});
