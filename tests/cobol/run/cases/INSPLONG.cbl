      * INSPLONG - INSPECT operands longer than 256 bytes (a pattern,
      * a BY operand, BEFORE/AFTER INITIAL operands and CONVERTING's
      * operands as long as their items: before, the interpreter kept
      * them in 256-byte buffers and wrote past them).
       IDENTIFICATION DIVISION.
       PROGRAM-ID. INSPLONG.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01 WS-TXT.
          05 WS-T1 PIC X(300) VALUE ALL 'A'.
          05 WS-T2 PIC X(10) VALUE '*BBBBBBBBB'.
          05 WS-T3 PIC X(290) VALUE ALL 'A'.
       01 WS-PAT PIC X(300) VALUE ALL 'A'.
       01 WS-BY PIC X(300) VALUE ALL 'C'.
       01 WS-FROM.
          05 WS-F1 PIC X(260) VALUE SPACES.
          05 WS-F2 PIC X(40) VALUE 'B'.
       01 WS-TO.
          05 WS-O1 PIC X(260) VALUE SPACES.
          05 WS-O2 PIC X(40) VALUE 'D'.
       01 WS-C PIC 9(4) VALUE 0.
       PROCEDURE DIVISION.
           INSPECT WS-TXT TALLYING WS-C FOR ALL WS-PAT
           DISPLAY 'T1 ' WS-C
           MOVE 0 TO WS-C
           INSPECT WS-TXT TALLYING WS-C FOR ALL 'A'
               AFTER INITIAL WS-PAT
           DISPLAY 'T2 ' WS-C
           MOVE 0 TO WS-C
           INSPECT WS-TXT TALLYING WS-C FOR CHARACTERS
               BEFORE INITIAL WS-T2
           DISPLAY 'T3 ' WS-C
           INSPECT WS-TXT REPLACING FIRST WS-PAT BY WS-BY
           INSPECT WS-TXT CONVERTING WS-FROM TO WS-TO
           MOVE 0 TO WS-C
           INSPECT WS-TXT TALLYING WS-C FOR ALL 'C'
           DISPLAY 'R1 ' WS-C
           MOVE 0 TO WS-C
           INSPECT WS-TXT TALLYING WS-C FOR ALL 'D'
           DISPLAY 'C1 ' WS-C ' ' WS-T2
           STOP RUN.
