// Integration tests start real servers and builds: give them two minutes each.
jest.setTimeout(120000);
