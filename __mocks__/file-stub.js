// Plain stylesheets and static assets in tests: an import yields a harmless string.
module.exports = 'test-file-stub';
