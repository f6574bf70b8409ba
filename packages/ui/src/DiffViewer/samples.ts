/** Two versions of an access switch's configuration, for the stories and tests. */
export const OLD_CONFIG = `hostname acc-sw-hall3
!
ntp server 10.0.0.5
logging host 10.0.0.50
!
vlan 100
 name PLC-LAN
!
interface GigabitEthernet1/5
 description PLC line 3
 switchport access vlan 100
 duplex half
!
interface GigabitEthernet1/6
 description HMI line 3
 switchport access vlan 200
!
snmp-server community public RO
!
line vty 0 4
 transport input telnet ssh
!
end
`;

export const NEW_CONFIG = `hostname acc-sw-hall3
!
ntp server 10.0.0.5
ntp server 10.0.0.6
logging host 10.0.0.50
!
vlan 100
 name PLC-LAN
!
interface GigabitEthernet1/5
 description PLC line 3
 switchport access vlan 100
 duplex full
!
interface GigabitEthernet1/6
 description HMI line 3
 switchport access vlan 200
!
snmp-server community n3tM0n-r0 RO
!
line vty 0 4
 transport input ssh
!
end
`;
