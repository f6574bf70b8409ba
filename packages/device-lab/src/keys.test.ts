import ssh2 from 'ssh2';
import { describe, expect, it } from 'vitest';
import { generateHostKey, readableKeyPair } from './keys';

describe('key pairs ssh2 can read back', () => {
  it('gives encrypted pairs that parse with their passphrase only, every time', () => {
    // About one pair in forty ssh2 writes with a passphrase is one it then refuses: sixty draws meet some.
    for (let draw = 0; draw < 60; draw += 1) {
      const pair = readableKeyPair({ passphrase: `pp-${draw}`, cipher: 'aes256-ctr', rounds: 2 });
      expect(ssh2.utils.parseKey(pair.private, `pp-${draw}`)).not.toBeInstanceOf(Error);
      expect(ssh2.utils.parseKey(pair.private, 'another')).toBeInstanceOf(Error);
      expect(pair.public).toMatch(/^ssh-ed25519 /);
    }
  });

  it('gives host keys without a passphrase that parse', () => {
    for (let draw = 0; draw < 20; draw += 1)
      expect(ssh2.utils.parseKey(generateHostKey())).not.toBeInstanceOf(Error);
  });
});
