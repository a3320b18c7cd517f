      * USEDEBUG: USE FOR DEBUGGING is not modelled (docs/cobol-run.md):
      * one located [unsupported] error at the USE statement; the
      * debugging section's body (DEBUG-ITEM, DEBUG-NAME) is skipped,
      * and the rest of the program (a USE AFTER ERROR section) gives
      * no error.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. USEDEBUG.
       ENVIRONMENT DIVISION.
       CONFIGURATION SECTION.
       SOURCE-COMPUTER. IBM-370 WITH DEBUGGING MODE.
       INPUT-OUTPUT SECTION.
       FILE-CONTROL.
           SELECT F ASSIGN TO FDD.
       DATA DIVISION.
       FILE SECTION.
       FD  F.
       01  FR PIC X(4).
       WORKING-STORAGE SECTION.
       01  N PIC 9 VALUE 1.
       PROCEDURE DIVISION.
       DECLARATIVES.
       D1 SECTION.
           USE FOR DEBUGGING ON P1.
       D1P. DISPLAY DEBUG-NAME " " DEBUG-CONTENTS.
       D2 SECTION.
           USE AFTER ERROR PROCEDURE ON F.
       D2P. DISPLAY "ERR".
       END DECLARATIVES.
       MAIN SECTION.
       P1. DISPLAY N.
           STOP RUN.
