      * SWITCHES - external switches (Language Reference, "SPECIAL-NAMES
      * paragraph": environment-name IS mnemonic-name ON STATUS IS
      * condition-1 OFF STATUS IS condition-2; "SET statement" format
      * 3: SET mnemonic-name TO ON|OFF). The settings are inputs of the
      * run (SWITCHES.args: --switch UPSI-1=ON --switch 4=ON), others
      * OFF; SET changes them for the rest of the run; several groups
      * in one SET.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. SWITCHES.
       ENVIRONMENT DIVISION.
       CONFIGURATION SECTION.
       SPECIAL-NAMES.
           UPSI-0 IS SW0 ON STATUS IS SW0-ON OFF STATUS IS SW0-OFF
           UPSI-1 IS SW1 ON STATUS IS SW1-ON
           UPSI-4 IS SW4 OFF STATUS IS SW4-OFF
           SWITCH-5 IS SW5 ON STATUS IS SW5-ON.
       PROCEDURE DIVISION.
           IF SW0-ON DISPLAY 'SW0 ON' ELSE DISPLAY 'SW0 OFF' END-IF
           IF SW0-OFF DISPLAY 'SW0-OFF TRUE' END-IF
           IF SW1-ON DISPLAY 'SW1 ON' ELSE DISPLAY 'SW1 OFF' END-IF
           IF SW4-OFF DISPLAY 'SW4 OFF' ELSE DISPLAY 'SW4 ON' END-IF
           IF SW5-ON DISPLAY 'SW5 ON' ELSE DISPLAY 'SW5 OFF' END-IF
           SET SW0 TO ON SW1 SW4 TO OFF
           IF SW0-ON AND NOT SW1-ON AND SW4-OFF
               DISPLAY 'AFTER SET: SW0 ON, SW1 OFF, SW4 OFF'
           END-IF
           SET SW5 TO ON
           IF SW5-ON DISPLAY 'SW5 ON' END-IF
           STOP RUN.
