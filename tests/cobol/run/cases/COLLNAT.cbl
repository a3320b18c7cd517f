      * COLLNAT - PROGRAM COLLATING SEQUENCE IS an alphabet that is
      * NATIVE: the native order, which is modelled (ASCII data here:
      * 'a' > '1'; cobc prints the same line).
       IDENTIFICATION DIVISION.
       PROGRAM-ID. COLLNAT.
       ENVIRONMENT DIVISION.
       CONFIGURATION SECTION.
       OBJECT-COMPUTER. IBM-370
           PROGRAM COLLATING SEQUENCE IS ASCII-ORDER.
       SPECIAL-NAMES.
           ALPHABET ASCII-ORDER IS NATIVE.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01 A PIC X VALUE 'a'.
       01 B PIC X VALUE '1'.
       PROCEDURE DIVISION.
           IF A < B DISPLAY 'A<B' ELSE DISPLAY 'A>=B' END-IF
           STOP RUN.
