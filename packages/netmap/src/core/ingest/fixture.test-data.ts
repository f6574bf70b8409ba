/** A small base-graph answer in the real backend's format (BACKEND-FACTS.md, "Base graph"). */
export const plantAnswer = {
  data: {
    graph: {
      elements: {
        nodes: [
          {
            data: { id: 'parent-1', node_type: 'group', label: 'Plant Nord', title: 'Site: Plant Nord' },
            classes: 'group',
          },
          {
            data: {
              id: 'parent-2',
              node_type: 'group',
              label: 'Control room',
              title: 'Room',
              parent: 'parent-1',
            },
            classes: ['group'],
          },
          {
            data: {
              id: '01HV0CORE00000000000000001',
              db_id: 1,
              node_type: 'device',
              dev_type: 'switch',
              vendor: 'cisco',
              known: true,
              new_device: false,
              parent: 'parent-1',
              label: 'core-sw-01\n10.0.0.1',
              title:
                'Name: core-sw-01\nSerial: FOC1234X0AB\nVendor: cisco\nIP: 10.0.0.1\nMAC: 00:1a:2b:3c:4d:5e\nTags: core, critical',
            },
            classes: 'device switch',
          },
          {
            data: {
              id: '01HV0PLC000000000000000002',
              db_id: 2,
              node_type: 'device',
              dev_type: 'plc',
              vendor: 'siemens',
              known: true,
              new_device: true,
              parent: 'parent-2',
              label: 'plc-line-3\n10.0.10.23',
              title:
                'Name: plc-line-3\nSerial: S7-1500-0042\nVendor: siemens\nIP: 10.0.10.23\nMAC: 00:1b:1b:aa:bb:cc\nTags: ',
              firmware: 'V2.9',
            },
            classes: ['device', 'plc'],
          },
          {
            data: {
              id: '01HV0UNK000000000000000003',
              node_type: 'device',
              dev_type: 'unknown',
              vendor: 'moxa',
              known: false,
              parent: 'parent-2',
              label: 'Discovered Device\n10.0.10.99',
            },
            classes: 'device unknown',
          },
          {
            data: {
              id: '01HV0HOST00000000000000004',
              node_type: 'host',
              vendor: 'beckhoff',
              new_device: false,
              parent: 'parent-2',
              label: '10.0.10.150\nbeckhoff',
            },
            classes: 'host',
          },
          {
            data: {
              id: 'custom-cloud',
              node_type: 'custom',
              vendor: 'custom',
              label: 'Internet',
              image: 'cloud.svg',
            },
            classes: 'custom',
          },
        ],
        edges: [
          {
            data: {
              id: '01HV0CORE00000000000000001-01HV0PLC000000000000000002',
              source: '01HV0CORE00000000000000001',
              target: '01HV0PLC000000000000000002',
              redundancy: 2,
            },
            classes: '',
          },
          {
            data: {
              id: '01HV0CORE00000000000000001-01HV0UNK000000000000000003',
              source: '01HV0UNK000000000000000003',
              target: '01HV0CORE00000000000000001',
              redundancy: 1,
            },
          },
          {
            data: {
              id: '01HV0HOST00000000000000004-01HV0PLC000000000000000002',
              source: '01HV0PLC000000000000000002',
              target: '01HV0HOST00000000000000004',
              label: 'vl 100',
            },
          },
          {
            data: {
              id: '01HV0CORE00000000000000001-custom-cloud',
              source: 'custom-cloud',
              target: '01HV0CORE00000000000000001',
            },
            classes: 'custom-edge',
          },
        ],
      },
    },
  },
};
