      * ACCEOF - ACCEPT at the end of SYSIN (Language Reference, "ACCEPT
      * statement", data transfer): EOF before any data is moved leaves
      * the receiving area unchanged (GnuCOBOL fills spaces); ACCEPT
      * FROM a mnemonic-name of SYSIN; WHEN-COMPILED has CURRENT-DATE's
      * form, the compile time taken from the run's clock (--clock).
       IDENTIFICATION DIVISION.
       PROGRAM-ID. ACCEOF.
       ENVIRONMENT DIVISION.
       CONFIGURATION SECTION.
       SPECIAL-NAMES.
           SYSIN IS CARDS.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01  WS-A PIC X(6) VALUE 'KEEP A'.
       01  WS-B PIC 9(3) VALUE 123.
       PROCEDURE DIVISION.
           ACCEPT WS-A
           ACCEPT WS-B FROM CARDS
           DISPLAY '[' WS-A '] [' WS-B ']'
           DISPLAY FUNCTION WHEN-COMPILED
           STOP RUN.
