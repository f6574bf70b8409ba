#!/usr/bin/env node
// The `netparse` command line: filled by the TextFSM and parse commands.
process.stderr.write('usage: netparse textfsm TEMPLATE FILE | netparse parse FOLDER\n');
process.exit(2);
